import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ErrorEntry } from '@shared/api';
import type { CallFailure } from '@shared/ipc';
import { useAlertStore } from './alerts/useAlerts';
import { isCallError } from '../bridge/call';
import { ja } from '@shared/messages/start';
import { decideFailureAction, IMAGE_ALERT_ID, isImageField } from './failurePolicy';
import type { FailureAction, FailurePolicyOptions } from './failurePolicy';

export interface FailureHandlerOptions extends FailurePolicyOptions {
  /** Puts a server message on the matching form field; returns false when the form has no such field. */
  setFieldError?: (entry: ErrorEntry) => boolean;
  /** Shown with the 409 message (the form kit offers a reload). */
  onConflict?: (message: string) => void;
}

/**
 * Applies the status policy to a failed call: alerts, field errors, 403/404/500 pages.
 * Returns the action taken so callers can add behaviour (e.g. focus the first invalid field).
 */
export function useFailureHandler() {
  const alerts = useAlertStore();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, options: FailureHandlerOptions = {}): FailureAction => {
      const failure: CallFailure = isCallError(error)
        ? error.failure
        : { status: 500, kind: 'http', message: ja.errors.serverError, errors: [] };
      const action = decideFailureAction(failure, options);
      switch (action.kind) {
        case 'fieldErrors':
          for (const entry of action.errors) {
            if (isImageField(entry.name)) {
              alerts.add({ message: entry.message, type: 'error', customId: IMAGE_ALERT_ID });
              continue;
            }
            options.setFieldError?.(entry);
            alerts.add({ message: entry.message, type: 'error' });
          }
          break;
        case 'alert':
          alerts.add({ message: action.message, type: 'error', autoclose: action.autoclose });
          break;
        case 'conflict':
          if (options.onConflict) options.onConflict(action.message);
          else alerts.add({ message: action.message, type: 'error' });
          break;
        case 'redirect':
          void navigate(action.to, { replace: true });
          break;
        case 'sessionEnded':
        case 'none':
          break;
      }
      return action;
    },
    [alerts, navigate],
  );
}
