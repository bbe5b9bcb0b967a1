/** A destructive action in two steps, asked before it happens. */
import { useEffect, useRef, useState } from "react";
import { focusElement } from "./browser";
import { useMountedRef } from "./hooks";

/** The question, or how to find it out when the first button is pressed (where an image is used, say). */
export type Question = string | (() => Promise<string>);

/**
 * The two steps' state: asking (and what) or not, busy while the question is found out and while
 * the action runs; the confirm button takes the focus when asked, and the first button gets it back
 * when the question is withdrawn.
 */
function useConfirmStep(question: Question, onConfirm: () => Promise<unknown> | void) {
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState("");
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

  const ask = async () => {
    if (typeof question === "string") {
      setAsked(question);
      setAsking(true);
      return;
    }
    setBusy(true);
    try {
      const found = await question();
      if (mounted.current) {
        setAsked(found);
        setAsking(true);
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return { asking, asked, ask, busy, cancel, confirm, confirmRef, startRef };
}

/** What ConfirmAction takes. */
export interface ConfirmActionProps {
  label?: string;
  confirmLabel?: string;
  /** On the confirm button while the action runs. */
  busyLabel?: string;
  /** Asked at the second step; a function is called when the first button is pressed. */
  question: Question;
  /** On the first button while a question given as a function is found out. */
  askingLabel?: string;
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
  askingLabel = "Bakılıyor…",
  question,
  subject,
  onConfirm,
  disabled,
  className = "button button-danger button-small",
}: ConfirmActionProps) {
  const step = useConfirmStep(question, onConfirm);
  if (!step.asking) {
    return (
      <button ref={step.startRef} type="button" className={className} disabled={disabled || step.busy} onClick={() => void step.ask()}>
        {step.busy ? askingLabel : label}
        {subject ? <span className="visually-hidden"> “{subject}”</span> : null}
      </button>
    );
  }
  return (
    <span
      className="confirm-step"
      role="group"
      aria-label={step.asked}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          step.cancel();
        }
      }}
    >
      <span className="confirm-question">{step.asked}</span>
      <button ref={step.confirmRef} type="button" className="button button-danger button-small" disabled={step.busy} onClick={step.confirm}>
        {step.busy ? busyLabel : confirmLabel}
      </button>
      <button type="button" className="button button-secondary button-small" disabled={step.busy} onClick={step.cancel}>
        Vazgeç
      </button>
    </span>
  );
}
