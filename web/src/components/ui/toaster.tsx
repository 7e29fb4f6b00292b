import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { dismissToast, useToast } from './use-toast.ts';

/**
 * 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the region (product spec,
 * 'Business constants and limits').
 */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, icon, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(duration === undefined ? {} : { duration })}
        >
          {icon ? <div className="shrink-0">{icon}</div> : null}
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
