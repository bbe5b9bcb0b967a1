/** Data loading for the sections: fetched in effects only, so server and first client render agree. */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiClientError, apiUrl, asApiError, isAbortError, useApi, type ApiInit } from "./api";

export interface Loaded<T> {
  data: T | null;
  error: ApiClientError | null;
  loading: boolean;
  reload(): void;
  setData(update: T | ((previous: T | null) => T | null)): void;
}

/**
 * GETs `path` (with `query`) after mount and whenever they change; null waits. While a new address
 * loads, the previous data stays on screen (the progress bar shows the work).
 */
export function useLoad<T>(path: string | null, query?: ApiInit["query"]): Loaded<T> {
  const { api } = useApi();
  const key = path === null ? null : apiUrl("", path, query);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (key === null) return;
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
  }, [api, key, nonce]);

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
