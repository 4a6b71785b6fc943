import { config } from '@/config';

// docs/product/overview.md: customer service opens an external chat and a phone line (hours 9:30~19:30). docs/product names
// neither the chat address nor the number: both are build-time settings (src/config.ts).
export const SERVICE = {
  chatUrl: config.serviceChatUrl,
  phone: config.servicePhone,
  hours: '9:30~19:30',
} as const;
