import '@mantine/notifications/styles.layer.css';
import { getDefaultZIndex, MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n';
import classes from './Toasts.module.css';

/** Above modals and drawers, below menus and popovers: a toast that stays (a printer error) never covers
 *  the menu a person has just opened from the header (issue 14 §2). */
export const TOASTS_Z_INDEX = (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2;

/**
 * The notifications' container; it shows what is already in the notifications store when it mounts.
 * At the bottom (Toasts.module.css), at most three: never over a title, a tab or a panel's header.
 */
export default function Toasts() {
  const { t } = useTranslation();
  // Every toast's close button gets a name; here rather than in the theme, which the first screens load.
  const theme = {
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } } },
  };
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-center" limit={3} zIndex={TOASTS_Z_INDEX} classNames={{ root: classes.toasts }} />
    </MantineThemeProvider>
  );
}
