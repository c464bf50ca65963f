/** Where staff sign in, and the sign-in page's failure address. */
export const ADMIN_LOGIN_PATH = '/admin-login';
export const ADMIN_LOGIN_FAILURE_PATH = '/admin-login?failure=true';

/** Static Web Apps' Entra ID sign-in, back to the dashboard. */
export const OFFICE_365_LOGIN_URL = '/.auth/login/aad?post_login_redirect_uri=/dashboard';
/** Static Web Apps' sign-out, back to the sign-in page. */
export const LOGOUT_URL = '/.auth/logout?post_logout_redirect_uri=/admin-login';
