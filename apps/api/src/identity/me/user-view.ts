import type { UserView } from '@portal/contracts';
import { type UserProfile, type UserRow, isProfileFilled } from '@portal/projections';

export const profileImageUrl = (imageName: string) => `/api/users/profile-images/${imageName}`;

/**
 * The User of spec §3, with the nested general info, demographic and logistic records (each null until
 * created); the profile is filled once all three exist.
 */
export function toUserView(row: UserRow, profile: UserProfile | null): UserView {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    pending_email: row.pending_email,
    profile_image: row.profile_image ? profileImageUrl(row.profile_image) : null,
    orcid: row.orcid,
    role: row.role,
    has_password: row.password_hash !== null,
    user_profile_filled: isProfileFilled(profile),
    general_info: profile?.general_info ?? null,
    demographic: profile?.demographic ?? null,
    logistic: profile?.logistic ?? null,
  };
}
