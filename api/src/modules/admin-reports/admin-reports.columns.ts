import type { ReportType } from './admin-reports.repository.js';

export interface ReportColumn {
  key: string;
  label: string;
}

const col = (key: string, label: string): ReportColumn => ({ key, label });

/** Each report's columns in order: the table's and the CSV's (the CSV's header row is the labels). */
export const reportColumns: Record<ReportType, ReportColumn[]> = {
  users: [
    col('id', 'User ID'),
    col('fullName', 'Full name'),
    col('email', 'Email'),
    col('isAdmin', 'Admin'),
    col('emailConfirmed', 'Email confirmed'),
    col('marketingEmails', 'Marketing emails'),
    col('joinedDate', 'Joined'),
  ],
  products: [
    col('id', 'Product ID'),
    col('title', 'Title'),
    col('category', 'Category'),
    col('listingType', 'Type'),
    col('condition', 'Condition'),
    col('price', 'Price (INR)'),
    col('rentalDuration', 'Rental period'),
    col('isAvailable', 'Available'),
    col('sellerName', 'Seller'),
    col('sellerEmail', 'Seller email'),
    col('createdAt', 'Listed on'),
  ],
  // An order is known by its ORD- number alone, as in its e-mails, the portal and the Orders panel.
  orders: [
    col('orderNumber', 'Order number'),
    col('customerName', 'Customer'),
    col('customerEmail', 'Customer email'),
    col('storeName', 'Store'),
    col('status', 'Status'),
    col('paymentType', 'Payment'),
    col('total', 'Total (INR)'),
    col('createdAt', 'Placed on'),
  ],
};
