/**
 * What OfflineStatus shows only when the service worker is there (so this chunk is in its precache):
 * the saved-copy note (the time in the visitor's calendar: Jalali in fa) and the update prompt, which
 * is the missing-chunk recovery's own component and message (NewVersion as a banner).
 */
import { FormattedMessage } from 'react-intl';
import { DateText } from '@/components/JalaliDate';
import { NewVersion } from '@/components/NewVersion';

export function SavedCopyNote({ savedAt }: { savedAt: string }) {
  return (
    <p className="app-status__note app-status__note--saved" data-testid="saved-copy">
      <FormattedMessage id="offline.savedCopy" values={{ time: <DateText value={savedAt} withTime /> }} />
    </p>
  );
}

export function UpdatePrompt({ onReload, onLater }: { onReload: () => unknown; onLater: () => void }) {
  return <NewVersion variant="banner" onReload={onReload} onLater={onLater} />;
}
