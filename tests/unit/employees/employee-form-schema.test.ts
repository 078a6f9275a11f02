import { employeeCreateFormSchema, employeeEditFormSchema } from '@/components/employees/employee-form-schema';
import { readEmployeesQuery } from '@/lib/read-query';
import { employeesHref, employeesKey, readOfficeSegment, officeOfPath } from '@/lib/employees/employees-query';

// The employee form's schemas (docs/product.md "Running the agency: the calls") and the screen's URL state.

const valid = {
  name: 'Elena Cazacu',
  email: 'elena.cazacu@demo.travel',
  alias: 'agent',
  office_id: '1',
  phone: '+37369555111',
  password: 'Strong-pass1',
};
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the create form schema', () => {
  it('accepts a complete employee, the office coerced to its id', () => {
    expect(employeeCreateFormSchema.parse(valid)).toEqual({ ...valid, office_id: 1 });
  });

  it('requires the name, a valid email, a role and an office', () => {
    const result = employeeCreateFormSchema.safeParse({ ...valid, name: '', email: 'elena', alias: '', office_id: '' });
    expect(messages(result)).toMatchObject({
      name: 'validation.required',
      email: 'validation.email',
      alias: 'validation.required',
      office_id: 'validation.required',
    });
  });

  it('takes no phone, but refuses an incomplete one', () => {
    expect(employeeCreateFormSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
    expect(messages(employeeCreateFormSchema.safeParse({ ...valid, phone: '+373691' }))).toEqual({
      phone: 'validation.phone',
    });
  });

  it.each([
    ['Short1a', 'length'],
    ['ALLUPPER123', 'lowercase'],
    ['alllower123', 'uppercase'],
    ['NoDigitsHere', 'digit'],
  ])('refuses the first password %s by the first rule it breaks (%s)', (password, rule) => {
    expect(messages(employeeCreateFormSchema.safeParse({ ...valid, password }))).toEqual({
      password: `employees.form.passwordRules.${rule}`,
    });
  });

  it('refuses the email as the password', () => {
    const email = 'Ab1cdefgh@demo.travel';
    expect(
      messages(employeeCreateFormSchema.safeParse({ ...valid, email: email.toLowerCase(), password: 'Ab1cdefgh' })),
    ).toEqual({ password: 'employees.form.passwordRules.notEmail' });
  });
});

describe('the edit form schema', () => {
  it('has no password and checks the same fields', () => {
    const form = {
      name: valid.name,
      email: valid.email,
      alias: valid.alias,
      office_id: valid.office_id,
      phone: valid.phone,
    };
    expect(employeeEditFormSchema.parse({ ...form, password: 'ignored' })).toEqual({ ...form, office_id: 1 });
    expect(messages(employeeEditFormSchema.safeParse({ ...form, phone: '+3736' }))).toEqual({
      phone: 'validation.phone',
    });
  });
});

describe('the employees screen URL', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('reads the office from the path and the filters from the query, dropping bad parts', () => {
    expect(readOfficeSegment(undefined)).toBeUndefined();
    expect(readOfficeSegment('2')).toBe(2);
    expect(readOfficeSegment('bălți')).toBeNull();
    expect(officeOfPath('/employees/2')).toBe(2);
    expect(officeOfPath('/employees')).toBeUndefined();
    expect(readEmployeesQuery(params('q=ana&status=blocked&role=agent&page=2'), 2)).toEqual({
      office: 2,
      q: 'ana',
      status: 'blocked',
      role: 'agent',
      page: 2,
    });
    expect(readEmployeesQuery(params('status=retired&role=king&page=-1'), undefined)).toEqual({ page: 1 });
  });

  it("reads the plain filter form's submit: its office picker's `?office=` over the path's, empty fields as none", () => {
    const submitted = readEmployeesQuery(params('q=&status=blocked&role=&office=2'), undefined);
    expect(submitted).toEqual({ office: 2, status: 'blocked', page: 1 });
    expect(employeesHref(submitted)).toBe('/employees/2?status=blocked');
    expect(readEmployeesQuery(params('q=ana&office='), 2)).toEqual({ office: 2, q: 'ana', page: 1 });
  });

  it('writes the page URL and the BFF key', () => {
    const query = { office: 2, q: 'ana', status: 'active', page: 1 } as const;
    expect(employeesHref(query)).toBe('/employees/2?q=ana&status=active');
    expect(employeesHref({ page: 3 })).toBe('/employees?page=3');
    expect(employeesKey(query)).toBe(
      '/api/v1/employees?q=ana&status=active&office=2&page%5Bnumber%5D=1&page%5Bsize%5D=25',
    );
  });
});
