import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification-mail';

describe('the back-in-stock notification', () => {
  it('is written in the edition’s language and links the product', async () => {
    const mail = await notificationMail({
      edition: 'pl',
      email: 'anna@example.com',
      productTitle: 'Waga BF 720',
      productUrl: 'https://shop.example/pl/p/waga-bf-720/',
    });
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Waga BF 720 jest znowu dostępny');
    expect(mail.text).toContain('Zobacz produkt: https://shop.example/pl/p/waga-bf-720/');
    expect(mail.html).toContain('<html lang="pl-PL">');
    expect(mail.html).toContain('href="https://shop.example/pl/p/waga-bf-720/"');
  });

  it('escapes the product title in the HTML part', async () => {
    const mail = await notificationMail({
      edition: 'gb',
      email: 'a@example.com',
      productTitle: 'Scale <b>&</b>',
      productUrl: 'https://shop.example/uk/p/scale/',
    });
    expect(mail.subject).toBe('Scale <b>&</b> is available again');
    expect(mail.html).toContain('Scale &lt;b&gt;&amp;&lt;/b&gt; is available again');
  });
});
