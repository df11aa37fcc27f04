import {
  Bike,
  BookOpen,
  FlaskConical,
  Gamepad2,
  House,
  Laptop,
  Package,
  Palette,
  Shirt,
  Sofa,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import type { RequestCategory } from '@thriftz/client/generated/model';

/** A category's icon and the tinted panel it sits on, where a post has no picture. */
export interface CategoryLook {
  icon: LucideIcon;
  /** Background and icon colour classes of the panel. */
  tint: string;
}

const LOOKS: Record<RequestCategory, CategoryLook> = {
  textbooks: { icon: BookOpen, tint: 'bg-sky-50 text-sky-600' },
  'lab-equipment': { icon: FlaskConical, tint: 'bg-teal-50 text-teal-600' },
  electronics: { icon: Laptop, tint: 'bg-violet-50 text-violet-600' },
  furniture: { icon: Sofa, tint: 'bg-amber-50 text-amber-600' },
  clothing: { icon: Shirt, tint: 'bg-rose-50 text-rose-600' },
  accessories: { icon: Watch, tint: 'bg-orange-50 text-orange-600' },
  gaming: { icon: Gamepad2, tint: 'bg-indigo-50 text-indigo-600' },
  vehicles: { icon: Bike, tint: 'bg-emerald-50 text-emerald-600' },
  'art-collectibles': { icon: Palette, tint: 'bg-fuchsia-50 text-fuchsia-600' },
  other: { icon: Package, tint: 'bg-slate-100 text-slate-500' },
  'roommate-housing': { icon: House, tint: 'bg-primary-soft text-primary' },
};

/** The look of a listing's or request's category; roommate posts use 'roommate-housing'. */
export const categoryLook = (category: string): CategoryLook => LOOKS[category as RequestCategory] ?? LOOKS.other;
