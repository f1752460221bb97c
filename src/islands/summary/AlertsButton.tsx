import { useStore } from '@nanostores/react';
import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import { useEffect } from 'react';
import { $pushAlerts, checkPushAlerts, startPushAlerts, stopPushAlerts } from '../../stores/push-alerts';

/**
 * "Alerts" on "me"'s summary: this device is told by a notification when someone passes the
 * player on a board or takes one of their top scores (at most once a day); one tap turns it off.
 * Nothing shows where the browser cannot (no push), or until that is known.
 */
export function AlertsButton({ playerName }: { playerName: string }) {
  const alerts = useStore($pushAlerts);
  useEffect(() => {
    void checkPushAlerts(playerName);
  }, [playerName]);
  if (alerts.status === 'unknown' || alerts.status === 'unsupported') return null;
  const on = alerts.status === 'on';
  return (
    <>
      <button
        type="button"
        className="button"
        aria-pressed={on}
        disabled={alerts.status === 'working'}
        title={
          on
            ? 'This device is alerted when you are passed or lose a top score. Tap to stop.'
            : 'Alert this device when someone passes you or takes a top score of yours (once a day at most).'
        }
        onClick={() => void (on ? stopPushAlerts() : startPushAlerts(playerName))}
      >
        {on ? <Bell aria-hidden="true" size={18} /> : <BellOff aria-hidden="true" size={18} />} Alerts
      </button>
      {alerts.message && (
        <span className="me-button__problem" role="alert">
          {alerts.message}
        </span>
      )}
    </>
  );
}
