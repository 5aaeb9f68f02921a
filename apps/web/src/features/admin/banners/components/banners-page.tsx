import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useNavigate } from '../../../../lib/router';
import { imageUrl } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { AdminQueryTable } from '../../common/admin-list-table';
import { useBanners } from '../api/get-banners';
import type { BannerFormState } from '../banner-navigation';

const COLUMNS = ['Banner ID', 'Image', 'Action'] as const;

/** /v1/banner: 'View Banner' (spec §2). The home page's hero shows the first banner. */
export function BannersPage() {
  const navigate = useNavigate();
  const bannersQuery = useBanners();
  const banners = bannersQuery.data ?? [];

  function openForm(state: BannerFormState) {
    navigate('/v1/add-banner', { state });
  }

  return (
    <AdminPage
      title="View Banner"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => openForm({ mode: 'add' })}
        >
          Add Banner
        </Button>
      }
    >
      <AdminQueryTable
        label="Banners"
        columns={COLUMNS}
        query={bannersQuery}
        rows={banners}
        failedMessage="Failed to fetch banners."
        emptyMessage="No banner available"
      >
        {banners.map((banner) => (
          <TableRow key={banner.id} hover>
            <TableCell>{banner.id}</TableCell>
            <TableCell>
              {banner.image ? (
                <Box
                  component="img"
                  src={imageUrl(banner.image)}
                  alt={`Banner ${banner.id}`}
                  sx={{
                    width: { xs: 160, sm: 240 },
                    height: { xs: 60, sm: 90 },
                    objectFit: 'cover',
                    borderRadius: 1,
                  }}
                />
              ) : null}
            </TableCell>
            <TableCell>
              <Tooltip title={`Edit banner ${banner.id}`}>
                <IconButton
                  aria-label={`Edit banner ${banner.id}`}
                  color="primary"
                  onClick={() => openForm({ mode: 'edit', id: banner.id })}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </AdminQueryTable>
    </AdminPage>
  );
}
