// The domain's zod schemas, in one chunk loaded when a first answer or form needs checking, so the
// login screen paints without zod (DESIGN §10 budget). Import through loadValidators().
export {
  apiErrorSchema,
  captchaConfigSchema,
  loginFormSchema,
  loginResponseSchema,
  meResponseSchema,
  pinAuthorizeResponseSchema,
  sessionUserSchema,
} from '@comandero/domain';
