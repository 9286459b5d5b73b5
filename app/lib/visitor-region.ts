/**
 * The browser tells the server its time zone and saved currency through two cookies, so pages can show amounts
 * in the visitor's currency from the server, without shipping the time-zone and currency tables as script.
 * Run inline in <head> on every page, before the page's scripts; cookies blocked means no conversion, nothing worse.
 * A first visit has no cookies yet: its first page shows amounts in the campaign's currency alone (decision 016).
 */
export const VISITOR_REGION_SCRIPT = `try{var o=";path=/;max-age=31536000;samesite=lax",z=Intl.DateTimeFormat().resolvedOptions().timeZone,c=localStorage.getItem("preferredCurrency")||localStorage.getItem("preferred-currency");if(z)document.cookie="tz="+encodeURIComponent(z)+o;document.cookie=c&&/^[A-Z]{3}$/.test(c)?"preferredCurrency="+c+o:"preferredCurrency=;path=/;max-age=0"}catch(e){}`;
