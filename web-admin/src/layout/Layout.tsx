import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';

export const Layout = ({ children }: { children: ReactNode }) => <RaLayout appBar={AppBar}>{children}</RaLayout>;
