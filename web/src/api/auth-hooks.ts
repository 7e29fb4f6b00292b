import type { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { changePassword, forgotPassword, resetPassword } from './auth.ts';

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => forgotPassword(body) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(body) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(body) });
}
