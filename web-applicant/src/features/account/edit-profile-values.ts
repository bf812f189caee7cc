import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, profileEditSchema, type UserView } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formMessages } from '@/lib/form-messages';

export type EditProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  profile_image: File | null;
};

export const EDIT_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'profile_image',
] as const;

export const editProfileValuesOf = (user: UserView): EditProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  password: '',
  confirm_password: '',
  profile_image: null,
});

const ACCEPTED_IMAGE = /\.(jpe?g|png)$/i;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
const isAcceptedImage = (file: File) => ACCEPTED_IMAGE.test(file.name) && ACCEPTED_TYPES.includes(file.type);

const checkSchema = zodResolver(profileEditSchema, formMessages);

/**
 * Names and email are required; the password is optional, but once typed it must be confirmed
 * (spec 1 §5). The image's type is checked here too, before it travels. The values pass on as
 * typed: the request is built from them, file included.
 */
export const editProfileResolver: Resolver<EditProfileValues> = async (values, context, options) => {
  const passwordPart = {
    password: values.password || undefined,
    confirm_password: values.password ? values.confirm_password : undefined,
  };
  const checked = await checkSchema(
    { ...values, ...passwordPart },
    context,
    options as unknown as Parameters<typeof checkSchema>[2],
  );
  const errors: FieldErrors<EditProfileValues> = { ...checked.errors };
  if (values.profile_image && !isAcceptedImage(values.profile_image))
    errors.profile_image = { type: 'rule', message: MESSAGES.profileImageType };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The multipart body: empty fields are not sent, the email only when it changed (spec 1 §5). */
export const editProfileForm = (values: EditProfileValues, currentEmail: string): FormData => {
  const form = new FormData();
  form.append('first_name', values.first_name.trim());
  form.append('last_name', values.last_name.trim());
  const email = values.email.trim().toLowerCase();
  if (email !== currentEmail.toLowerCase()) form.append('email', email);
  if (values.password) {
    form.append('password', values.password);
    form.append('confirm_password', values.confirm_password);
  }
  if (values.profile_image) form.append('profile_image', values.profile_image);
  return form;
};
