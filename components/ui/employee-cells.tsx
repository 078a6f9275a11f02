import { Identifier } from '@/components/ui/identifier';

/** A member of the agency's employees as the first cells of a `card-table` row: the name (the row's header), position and e-mail. */
export function EmployeeCells({
  member,
  labels,
}: {
  member: { name: string; position: string; email: string };
  labels: { position: string; email: string };
}) {
  return (
    <>
      <th scope="row" className="col-span-2 font-medium break-words text-slate-900">
        {member.name}
      </th>
      <td data-label={labels.position}>{member.position}</td>
      <td data-label={labels.email}>
        <a href={`mailto:${member.email}`} className="text-brand-ink hover:underline">
          <Identifier>{member.email}</Identifier>
        </a>
      </td>
    </>
  );
}
