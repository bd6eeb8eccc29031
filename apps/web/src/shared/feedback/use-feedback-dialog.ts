import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { FEEDBACK_CLOSE_DELAY_MS, submitFeedback, type FeedbackRequest } from './feedback-api';

/**
 * Submission state of a feedback dialog: sending (a TanStack Query mutation; no query reads feedback,
 * so nothing is invalidated), the server's error in place, then the thanks view for 1.5 s before
 * `onDone` (which clears and closes the dialog).
 */
export function useFeedbackDialog(onDone: () => void) {
  const sending = useMutation({ mutationFn: submitFeedback });
  const [thanked, setThanked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (body: FeedbackRequest) => {
    setError(null);
    try {
      await sending.mutateAsync(body);
      setThanked(true);
      timer.current = setTimeout(() => {
        setThanked(false);
        done.current();
      }, FEEDBACK_CLOSE_DELAY_MS);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const reset = () => {
    clearTimeout(timer.current);
    setThanked(false);
    setError(null);
  };

  return { sending: sending.isPending, thanked, error, submit, reset };
}
