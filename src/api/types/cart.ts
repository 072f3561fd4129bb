import type { ImageView } from './product';

export type NotificationLevel = 'info' | 'success' | 'warning' | 'danger';

/** A cart error or hint from the server, shown once as a notification. */
export interface CartMessage {
  key: string;
  messageKey: string;
  level: NotificationLevel;
  message: string;
  parameters: Record<string, string | number>;
}

export interface CartItemView {
  id: string;
  referencedId?: string;
  type: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  listPrice?: number;
  image?: ImageView;
  productNumber?: string;
  options: Array<{ group: string; option: string }>;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number;
  removable: boolean;
  stackable: boolean;
  isDownload: boolean;
  good: boolean;
  deliveryTime?: string;
}

export interface CartView {
  token?: string;
  items: CartItemView[];
  promotions: CartItemView[];
  positionPrice: number;
  totalPrice: number;
  netPrice: number;
  taxes: Array<{ rate: number; tax: number }>;
  taxStatus: 'gross' | 'net' | 'tax-free';
  shippingCosts: number | null;
  shippingMethod?: string;
  deliveryDate?: { earliest?: string; latest?: string };
  /** Sum of the quantities of the product items (the header badge). */
  count: number;
  isEmpty: boolean;
  isVirtual: boolean;
  messages: CartMessage[];
}
