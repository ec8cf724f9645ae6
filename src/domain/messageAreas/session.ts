// Signing in, registering and out: the session machine and the sign-in guard, part of every page's first load.
import { translatable } from '../i18n';

export const sessionMessages = translatable('sessionMessages', {
  auth: {
    invalidCredentials: 'Invalid email or password',
    somethingWentWrong: 'Something went wrong. Please try again.',
    accessDenied: 'Access denied: Only customers are allowed on this platform',
    authenticationFailed: 'Authentication failed. Please log in again.',
    authenticating: 'Authenticating...',
    passwordTooShortLogin: 'Password must be at least 6 characters long',
    notAuthenticated: 'Authentication credentials were not provided.',
    loggedOut: 'You have been logged out.',
    loginSuccess: 'Welcome back!',
    emailTaken: 'An account with this email already exists.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    forgotPasswordSent: 'If an account exists for that email, a reset link is on its way.',
  },
  register: {
    success: 'Registration successful!',
    failed: 'Registration failed. Please try again.',
    failedFallback: 'Registration failed',
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Phone number must be 03 followed by 9 digits',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    confirmPasswordRequired: 'Please confirm your password',
  },
} as const);
