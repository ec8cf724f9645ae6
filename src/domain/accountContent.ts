// Page copy of the account pages: sign in, create account, forgot and reset password (not spec messages; those live
// in messages.ts). Hints that another page shows too (the phone rule) are defined here once.
import { PASSWORD_MIN_LENGTH } from './constants';
import { translatable } from './i18n';

export const PHONE_HINT = '11 digits starting with 03';

export const accountContent = translatable('accountContent', {
  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  backToSignIn: 'Back to sign in',
  signIn: 'Sign In',
  login: {
    signedInTitle: 'You are signed in',
    title: 'Welcome Back',
    subtitle: 'Sign in to book and manage your car detailing.',
    passwordPlaceholder: 'Enter your password',
    submitting: 'Signing In...',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  register: {
    title: 'Create Account',
    subtitle: 'Join us to book detailing for your car in minutes.',
    fullName: 'Full Name',
    fullNamePlaceholder: 'Your full name',
    phone: 'Phone Number',
    phoneHint: PHONE_HINT,
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    passwordPlaceholder: 'Create a password',
    confirmPassword: 'Confirm Password',
    showConfirmPassword: 'Show confirm password',
    confirmPlaceholder: 'Repeat your password',
    submit: 'Create Account',
    submitting: 'Creating Account...',
    /** 'By creating an account, you agree to our {Terms of Service} and {Privacy Policy}.' */
    agreementStart: 'By creating an account, you agree to our',
    agreementAnd: 'and',
    agreementEnd: '.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  forgot: {
    title: 'Forgot Password',
    subtitle: 'Enter the email you registered with and we will send you a reset link.',
    submit: 'Send Reset Link',
    submitting: 'Sending...',
    sendAgain: 'Send again',
    rememberedIt: 'Remembered it?',
  },
  reset: {
    title: 'Choose a New Password',
    subtitle: `Pick a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
    requestNewLink: 'Request a new link',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    showConfirmPassword: 'Show confirm password',
    submit: 'Reset Password',
    submitting: 'Saving...',
  },
} as const);
