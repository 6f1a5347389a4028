/// <reference types="vite/client" />

/** The year the site was built (vite.config.ts `define`): what the prerendered footer shows before the visitor's own. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_VAPI_PUBLIC_KEY?: string;
  readonly VITE_VAPI_ASSISTANT_ID?: string;
  readonly VITE_VAPI_API_URL?: string;
  /** Test-only: "fake" swaps Daily for the fake call object of @parley/voice/testing. */
  readonly VITE_VOICE_TEST_DAILY?: string;
  readonly VITE_ANALYTICS_SRC?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
