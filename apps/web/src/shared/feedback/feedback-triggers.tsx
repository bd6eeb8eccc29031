import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { redirectToLogin } from '../api/login-redirect';
import { getToken } from '../auth/token-store';
import styles from './feedback-triggers.module.css';

// The dialogs (antd Modal and Form) load on first click, keeping them out of every page's first download.
// With antd's provider: the site header has none (decision 0058).
const SuggestionDialog = lazyWithAntd(async () => (await import('./suggestion-dialog')).SuggestionDialog);
const ErrorReportDialog = lazyWithAntd(async () => (await import('./error-report-dialog')).ErrorReportDialog);

type DialogKind = 'suggestion' | 'error-report';

/**
 * A link-like button that opens a feedback dialog. Feedback needs a login (docs/spec/product-spec.md section 6):
 * a visitor goes to the login page and comes back here.
 */
function FeedbackTrigger({ kind, className, children }: { kind: DialogKind; className?: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const Dialog = kind === 'suggestion' ? SuggestionDialog : ErrorReportDialog;
  return (
    <>
      <button
        type="button"
        className={className ?? styles.link}
        data-testid={`${kind}-trigger`}
        onClick={() => {
          if (!getToken()) return redirectToLogin(kind);
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function SuggestionTrigger({ className, children = '意见建议' }: { className?: string; children?: ReactNode }) {
  return (
    <FeedbackTrigger kind="suggestion" className={className}>
      {children}
    </FeedbackTrigger>
  );
}

export function ErrorReportTrigger({ className, children = '信息纠错' }: { className?: string; children?: ReactNode }) {
  return (
    <FeedbackTrigger kind="error-report" className={className}>
      {children}
    </FeedbackTrigger>
  );
}
