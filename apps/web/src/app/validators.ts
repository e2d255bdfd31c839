// The domain's zod schemas, in one chunk loaded when a first answer or form needs checking, so the
// login screen paints without zod (DESIGN §10 budget). Import through loadValidators().
import { categorySchema, roomSchema, tableSchema } from '@comandero/domain';
import { z } from 'zod';

export {
  apiErrorSchema,
  captchaConfigSchema,
  loginFormSchema,
  loginResponseSchema,
  meResponseSchema,
  pinAuthorizeResponseSchema,
  roomNameSchema,
  roomSchema,
  sessionUserSchema,
  tableFormSchema,
  tableSchema,
  usersPageSchema,
} from '@comandero/domain';

export const tablesSchema = z.array(tableSchema);
export const roomsSchema = z.array(roomSchema);
export const categoriesSchema = z.array(categorySchema);
export const transferAnswerSchema = z.object({ source: tableSchema, destination: tableSchema });
