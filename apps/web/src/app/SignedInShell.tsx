import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

/** Server state and toasts for the signed-in screens; loaded after login so /login stays small. */
export default function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-center" />
      <Outlet />
    </QueryClientProvider>
  );
}
