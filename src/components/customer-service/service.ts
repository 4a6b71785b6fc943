// SPEC 1: customer service opens an external chat and a phone line (hours 9:30~19:30). SPEC names
// neither the chat address nor the number: both are build-time settings with placeholders.
export const SERVICE = {
  chatUrl: (import.meta.env.VITE_SERVICE_CHAT_URL as string | undefined) ?? 'https://kefu.example.com/chat',
  phone: (import.meta.env.VITE_SERVICE_PHONE as string | undefined) ?? '400-000-0000',
  hours: '9:30~19:30',
} as const;
