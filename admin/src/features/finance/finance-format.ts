const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

export const formatRupees = (amount: number) => rupees.format(amount);

/** A calendar day (yyyy-mm-dd) as '24 Nov 2026'; read as UTC so no time zone moves it. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export const monthName = (month: number) => monthFormat.format(new Date(Date.UTC(2000, month - 1, 1)));

/** Today (yyyy-mm-dd) and the current month and year in India. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

export const currentMonthYear = (now = new Date()) => {
  const [year, month] = todayInIndia(now).split('-').map(Number) as [number, number];
  return { month, year };
};

/** A signed amount: '+₹1,200.00' for income, '−₹1,200.00' for an expense (a sign, not colour alone). */
export const signedRupees = (amount: number) => `${amount < 0 ? '−' : '+'}${rupees.format(Math.abs(amount))}`;
