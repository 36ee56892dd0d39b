import { useEffect } from 'react';
import { MEMBER_TOKEN_EVENT } from '../../state/events';
import { env } from '../../config/env';
import { useAppSelector, useAppStore } from '../../state/hooks';
import { selectIsMember } from '../../state/session';
import { AnnouncementHost } from './AnnouncementHost';
import { loadChatScript, shouldLoadChat, startChatAssistant } from './chatAssistant';
import { NpsOffer } from './NpsOffer';
import { RedirectBanner } from './RedirectBanner';
import './shellAddons.css';

/** Starts the floating chat assistant once per page load, where it may run (spec 01 §1). */
function useChatAssistant(): void {
  const store = useAppStore();
  const embedded = useAppSelector((state) => state.client.embedded);
  useEffect(() => {
    const allowed = shouldLoadChat({
      url: env.chatAssistantUrl,
      hostname: window.location.hostname,
      embedded,
    });
    if (!allowed) return undefined;
    return startChatAssistant({
      url: env.chatAssistantUrl,
      loader: loadChatScript,
      tokenEvent: MEMBER_TOKEN_EVENT,
      token: () => {
        const state = store.getState();
        return selectIsMember(state, Date.now()) ? state.member.token : '';
      },
    });
  }, [embedded, store]);
}

/**
 * What the shell adds around every page after the first render (loaded lazily by the layout):
 * the announcement popup, the app-redirect banner, the NPS survey and the chat assistant.
 */
export default function ShellAddons() {
  useChatAssistant();
  return (
    <>
      <AnnouncementHost />
      <RedirectBanner />
      <NpsOffer />
    </>
  );
}
