// The header's unread count actor, for the inbox page to hand it a newer count; absent outside the console's frame
// (a page rendered on its own in a test), where nobody shows the count.
import { createContext, useContext } from 'react';
import type { UnreadCountActorRef } from '../../../machines/unreadCount';

export const UnreadCountContext = createContext<UnreadCountActorRef | null>(null);

export const useUnreadCountActor = () => useContext(UnreadCountContext);
