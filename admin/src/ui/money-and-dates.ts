/** Rupees and India-time dates as every panel shows them (en-IN, Asia/Kolkata). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });

export const formatInr = (rupees: number) => inr.format(rupees);

/** "24 Nov 2026". */
export const formatIndiaDate = (iso: string) => indiaDate.format(new Date(iso));

/** "6:05 pm". */
export const formatIndiaTime = (iso: string) => indiaTime.format(new Date(iso));

/** "24 Nov 2026, 6:05 pm". */
export const formatIndiaDateTime = (iso: string) => `${formatIndiaDate(iso)}, ${formatIndiaTime(iso)}`;
