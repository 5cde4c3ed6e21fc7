export function ContactForm() { return null; }
