import type { UserView } from '@portal/contracts';
import type { UserRow } from '@portal/projections';

export const profileImageUrl = (imageName: string) => `/api/users/profile-images/${imageName}`;

/**
 * The User of spec §3. The general info, demographic and logistic records come with the profile
 * capability; until a user has them they are null and the profile is not filled.
 */
export function toUserView(row: UserRow): UserView {
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
    user_profile_filled: false,
    general_info: null,
    demographic: null,
    logistic: null,
  };
}
