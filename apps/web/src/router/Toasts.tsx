import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import classes from './Toasts.module.css';

/** The notifications' container; it shows what is already in the notifications store when it mounts. */
export default function Toasts() {
  const { t } = useTranslation();
  // Every toast's close button gets a name; here rather than in the theme, which the first screens load.
  const theme = {
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } } },
  };
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-center" classNames={{ root: classes.toasts }} />
    </MantineThemeProvider>
  );
}
