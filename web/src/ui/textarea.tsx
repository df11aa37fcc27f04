import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ref, rows = 4, ...rest }: TextareaProps) {
  return <textarea ref={ref} rows={rows} className={cn(controlClasses, 'min-h-24 py-2 leading-relaxed', className)} {...rest} />;
}
