import { useParams } from 'react-router';
import { PublicCertificate } from '@/features/certificates/components/public-certificate';

/** /certificate/{id}: public, the link a certificate's owner shares (spec 2 §2). */
export const CertificateRoute = () => {
  const { certificateId = '' } = useParams();
  return <PublicCertificate key={certificateId} id={certificateId} />;
};
