/** Brand and contact details shown to people. Browser-safe: no secrets here. */
export const site = {
  name: 'Pamoja',
  tagline: 'Honour. Support. Remember.',
  meaning:
    'Pamoja means "together" in Swahili: we mourn together, as African traditions of collective care teach.',
  supportEmail: 'support@pamoja.example',
  address: {
    street: '101 W Ohio St, Suite 2000',
    city: 'Indianapolis',
    region: 'IN',
    postalCode: '46204',
    country: 'USA',
  },
  phones: [
    { label: 'United States', display: '+1 (317) 555-0142', tel: '+13175550142', whatsapp: false },
    { label: 'WhatsApp (worldwide)', display: '+1 (317) 555-0199', tel: '+13175550199', whatsapp: true },
  ],
  whatsappUrl: 'https://wa.me/13175550199',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/pamoja' },
    { name: 'X', url: 'https://x.com/pamoja' },
    { name: 'Instagram', url: 'https://www.instagram.com/pamoja' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/pamoja' },
    { name: 'YouTube', url: 'https://www.youtube.com/@pamoja' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@pamoja' },
    { name: 'WhatsApp', url: 'https://wa.me/13175550199' },
  ],
} as const;
