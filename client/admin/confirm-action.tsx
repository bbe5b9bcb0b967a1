/** A destructive action in two steps, asked before it happens. */
import { useEffect, useRef, useState } from "react";
import { focusElement } from "./browser";
import { useMountedRef } from "./hooks";

/**
 * The two steps' state: asking or not, busy while the action runs; the confirm button takes the
 * focus when asked, and the first button gets it back when the question is withdrawn.
 */
function useConfirmStep(onConfirm: () => Promise<unknown> | void) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const mounted = useMountedRef();

  useEffect(() => {
    if (asking) focusElement(confirmRef.current);
    else if (returnFocus.current) {
      returnFocus.current = false;
      focusElement(startRef.current);
    }
  }, [asking]);

  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      if (mounted.current) {
        setBusy(false);
        setAsking(false);
      }
    }
  };

  return { asking, ask: () => setAsking(true), busy, cancel, confirm, confirmRef, startRef };
}

/** What ConfirmAction takes. */
export interface ConfirmActionProps {
  label?: string;
  confirmLabel?: string;
  /** On the confirm button while the action runs. */
  busyLabel?: string;
  question: string;
  /** Read out with the first button: "Sil “Yaz Şenliği”". */
  subject?: string;
  onConfirm(): Promise<unknown> | void;
  disabled?: boolean;
  className?: string;
}

/**
 * A destructive action in two steps: "Sil" shows the question with "Evet, sil" (focused) and
 * "Vazgeç"; Escape or "Vazgeç" goes back and returns focus to the first button.
 */
export function ConfirmAction({
  label = "Sil",
  confirmLabel = "Evet, sil",
  busyLabel = "Siliniyor…",
  question,
  subject,
  onConfirm,
  disabled,
  className = "button button-danger button-small",
}: ConfirmActionProps) {
  const step = useConfirmStep(onConfirm);
  if (!step.asking) {
    return (
      <button ref={step.startRef} type="button" className={className} disabled={disabled} onClick={step.ask}>
        {label}
        {subject ? <span className="visually-hidden"> “{subject}”</span> : null}
      </button>
    );
  }
  return (
    <span
      className="confirm-step"
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          step.cancel();
        }
      }}
    >
      <span className="confirm-question">{question}</span>
      <button ref={step.confirmRef} type="button" className="button button-danger button-small" disabled={step.busy} onClick={step.confirm}>
        {step.busy ? busyLabel : confirmLabel}
      </button>
      <button type="button" className="button button-secondary button-small" disabled={step.busy} onClick={step.cancel}>
        Vazgeç
      </button>
    </span>
  );
}
