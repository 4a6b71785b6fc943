import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {/* SPEC 2: any other path redirects to the home page. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
