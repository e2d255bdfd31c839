import { z } from 'zod';
import { STORED_INT_MAX } from '../schemas/common.js';

export const BILLING_TEXT_MAX = 500;
export const QR_MESSAGE_MAX = 1000;

/**
 * The branch's bill settings (spec 01 §3 Billing config). `consecutive` is the last bill number
 * issued: the next bill prints consecutive + 1, allocated atomically when the bill is made.
 */
export const billingConfigSchema = z.object({
  consecutive: z.number().int().nonnegative(),
  header: z.string(),
  footer: z.string(),
  /** What the bill's QR code holds; empty prints no QR. */
  qr: z.string(),
  updatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Saving the billing settings: any of the four fields (the form saves only when one changed). */
export const updateBillingConfigSchema = z
  .object({
    consecutive: z.number().int().nonnegative().max(2_000_000_000).optional(),
    header: z.string().max(BILLING_TEXT_MAX).optional(),
    footer: z.string().max(BILLING_TEXT_MAX).optional(),
    qr: z.string().trim().max(QR_MESSAGE_MAX).optional(),
    version: z.number().int().nonnegative().max(STORED_INT_MAX).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), { message: 'NOTHING_TO_UPDATE' });
export type UpdateBillingConfig = z.input<typeof updateBillingConfigSchema>;

/** `POST /api/printers/qrcode {message}` answers the QR image (PNG). */
export const qrCodeRequestSchema = z.object({ message: z.string().min(1).max(QR_MESSAGE_MAX) });
export type QrCodeRequest = z.infer<typeof qrCodeRequestSchema>;
