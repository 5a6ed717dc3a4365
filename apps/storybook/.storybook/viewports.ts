export const VIEWPORTS = {
  phone360: { name: 'Phone 360×640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop 1280×800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
