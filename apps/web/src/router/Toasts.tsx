import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './Toasts.module.css';

/** The notifications' container; it shows what is already in the notifications store when it mounts. */
export default function Toasts() {
  return <Notifications position="top-center" classNames={{ root: classes.toasts }} />;
}
