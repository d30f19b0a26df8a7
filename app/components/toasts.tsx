import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export type ToastType = "success" | "error" | "info" | "warning";
export interface ToastInput {
  type: ToastType;
  message: string;
  description?: string;
  duration?: number;
}
interface Toast extends ToastInput {
  id: number;
}

/** Toasts: at most 20 at once; a success leaves after 2 s, an error after 4 s. */
export const MAX_TOASTS = 20;
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 2000, error: 4000, info: 4000, warning: 4000 };

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Push a toast from anywhere (for example, 'Copied to clipboard'). */
export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ serverToast, children }: { serverToast?: ToastInput; children: React.ReactNode }) {
  // The toast that came with the page is in the server HTML, so it shows without JavaScript.
  const [toasts, setToasts] = useState<Toast[]>(() => (serverToast ? [{ ...serverToast, id: 0 }] : []));
  const seen = useRef(serverToast);

  const push = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list, { ...toast, id: nextId++ }].slice(-MAX_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  // A toast that arrives with a later navigation (a redirect after a form post, say).
  useEffect(() => {
    if (serverToast && serverToast !== seen.current) push(serverToast);
    seen.current = serverToast;
  }, [serverToast, push]);

  return (
    <ToastContext.Provider value={push}>
      {children}
      <ToastRegion toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

const STYLE: Record<ToastType, string> = {
  success: "border-sage bg-success-soft text-success-ink",
  error: "border-red-700 bg-danger-soft text-danger-ink",
  info: "border-indigo-deep bg-indigo-soft text-indigo-deep",
  warning: "border-saffron bg-notice text-notice-ink",
};
const ICON: Record<ToastType, string> = { success: "✓", error: "!", info: "i", warning: "!" };

function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    const ms = toast.duration ?? TOAST_DURATION_MS[toast.type];
    const timer = setTimeout(() => dismiss(toast.id), ms);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 p-3 shadow-lg ${STYLE[toast.type]}`}
      data-toast-type={toast.type}
    >
      <span aria-hidden="true" className="mt-0.5 font-bold">
        {ICON[toast.type]}
      </span>
      <div className="flex-1">
        <p className="font-medium">{toast.message}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
      {hydrated ? (
        <button type="button" onClick={() => dismiss(toast.id)} className="rounded px-1 text-lg leading-none">
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss notification</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * Top right; a polite live region (always present, so a screen reader hears each new toast) holding the list, which
 * is rendered only while it has items (a list keeps its own role; the live region is the wrapper's).
 */
function ToastRegion({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed top-20 right-4 z-50 w-[min(24rem,calc(100vw-2rem))]">
      <div role="status" aria-live="polite">
        {toasts.length > 0 ? (
          <ol className="space-y-2">
            {toasts.map((t) => (
              <ToastItem key={t.id} toast={t} dismiss={dismiss} />
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
