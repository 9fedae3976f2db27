import type { GeocodeResult } from '@contracts/geocode';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { hasErrorCode } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { geocode } from '../api/geocode';
import type { PropertyFormValues } from '../lib/property-form';

const PRECISION: Record<GeocodeResult['precision'], string> = {
  postcode: 'the postcode',
  sector: 'the centre of the postcode sector',
  district: 'the centre of the postcode district',
  address: 'the address',
};

/**
 * 'Auto-fill from Address' and the postcode field's blur (SPEC 2): fills latitude and longitude
 * from the address and postcode, with the spec's toasts. Blur looks up each postcode only once.
 */
export function useAutoFill(form: UseFormReturn<PropertyFormValues, unknown, unknown>) {
  const [isLocating, setLocating] = useState(false);
  const lastLookedUp = useRef(form.getValues('zipCode').trim());

  async function locate() {
    const { address, city, zipCode } = form.getValues();
    if (!address.trim() || !zipCode.trim()) return;
    lastLookedUp.current = zipCode.trim();
    setLocating(true);
    try {
      const found = await geocode([address, city].filter((part) => part.trim()).join(', '), zipCode);
      const options = { shouldValidate: true, shouldDirty: true };
      form.setValue('latitude', String(found.latitude), options);
      form.setValue('longitude', String(found.longitude), options);
      toast({
        title: 'Coordinates Found!',
        description: `${found.latitude.toFixed(5)}, ${found.longitude.toFixed(5)}, from ${PRECISION[found.precision]}.`,
      });
    } catch (error) {
      toast(
        hasErrorCode(error, 'not_found')
          ? { title: 'Location Not Found', description: 'Please check the address and postcode are correct' }
          : {
              title: 'Autofill Failed',
              description: 'Could not get coordinates. You can enter them manually.',
            },
      );
    } finally {
      setLocating(false);
    }
  }

  const onPostcodeBlur = () => {
    if (form.getValues('zipCode').trim() !== lastLookedUp.current) void locate();
  };

  return { locate, onPostcodeBlur, isLocating };
}
