/**
 * Data loading for the sections: fetched in effects, or taken from the answers the page came with
 * (client/admin/preloaded.tsx), so the server's render and the browser's first render agree.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiClientError, apiUrl, asApiError, formRefusal, isAbortError, useApi, type ApiInit } from "./api";
import { focusElement } from "./browser";
import { usePreloaded } from "./preloaded";
import { showClock } from "./time";

export interface Loaded<T> {
  data: T | null;
  error: ApiClientError | null;
  loading: boolean;
  reload(): void;
  setData(update: T | ((previous: T | null) => T | null)): void;
}

/**
 * GETs `path` (with `query`) after mount and whenever they change; null waits. The first screen's
 * data may have come with the page: then it shows at once and is not asked for again. While a new
 * address loads, the previous data stays on screen (the progress bar shows the work).
 */
export function useLoad<T>(path: string | null, query?: ApiInit["query"]): Loaded<T> {
  const { api } = useApi();
  const preloaded = usePreloaded();
  const key = path === null ? null : apiUrl("", path, query);
  if (key !== null) preloaded?.want(key);
  const [data, setData] = useState<T | null>(() => (key === null ? null : ((preloaded?.peek(key)?.data as T | undefined) ?? null)));
  const [error, setError] = useState<ApiClientError | null>(null);
  const [loading, setLoading] = useState(() => key !== null && preloaded?.peek(key) === undefined);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (key === null) return;
    // The page came with this answer: used once (the first render showed it already), the next load asks the API.
    const answer = nonce === 0 ? preloaded?.peek(key) : undefined;
    if (answer && preloaded?.take(key)) {
      setData(answer.data as T);
      setError(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api<T>(key, { signal: controller.signal })
      .then((result) => {
        setData(result);
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (isAbortError(caught)) return;
        setError(asApiError(caught));
        setLoading(false);
      });
    return () => controller.abort();
  }, [api, key, nonce, preloaded]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}

/** Runs `callback` with the latest props, without restarting effects that use it. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** False once the component has unmounted (to skip state updates after async work). */
export function useMountedRef() {
  const ref = useRef(false);
  useEffect(() => {
    ref.current = true;
    return () => {
      ref.current = false;
    };
  }, []);
  return ref;
}

/**
 * Saving one settings form (PUT `path`, the answer replaces the loaded data): the state its form
 * shows while saving, after it, and when the server refused it (with the fields it named).
 */
export function useSettingsSave<T>(path: string, onSaved: (saved: T) => void) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [saveError, setSaveError] = useState<ApiClientError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);

  const save = async (body: unknown) => {
    setSaving(true);
    setStatus("Kaydediliyor…");
    try {
      const saved = await api<T>(path, { method: "PUT", body });
      if (!mounted.current) return;
      onSaved(saved);
      setSaveError(null);
      setFieldErrors({});
      setStatus(`Kaydedildi · ${showClock(new Date())}`);
    } catch (caught) {
      if (!mounted.current) return;
      const apiError = formRefusal(caught);
      setSaveError(apiError);
      setFieldErrors(apiError.fields);
      setStatus("");
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return { save, saving, status, setStatus, saveError, fieldErrors, setFieldErrors };
}

/**
 * A dialog opened by a button: `close()` hides it and gives the focus back to the button once the
 * dialog is gone (while it is open, the page behind it is inert and cannot take the focus).
 */
export function useDialogOpener<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const opener = useRef<T>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    focusElement(opener.current);
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return { open, show: () => setOpen(true), close, opener };
}
