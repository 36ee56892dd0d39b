/**
 * A phone number as a `tel:` link, so that a phone dials it in one tap. The number is shown as
 * written ("02-2344-1234"); the link keeps its digits and a leading plus.
 */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={className}>
      {number}
    </a>
  );
}
