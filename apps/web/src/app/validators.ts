import { sessionUserSchema } from '@comandero/domain';
import { z } from 'zod';

// The domain's zod schemas, in one chunk loaded when a first answer or form needs checking, so the
// login screen paints without zod (DESIGN §10 budget). Import through loadValidators().
export {
  apiErrorSchema,
  captchaConfigSchema,
  loginFormSchema,
  loginResponseSchema,
  pinAuthorizeResponseSchema,
  sessionUserSchema,
} from '@comandero/domain';

export const meResponseSchema = z.object({ user: sessionUserSchema });
