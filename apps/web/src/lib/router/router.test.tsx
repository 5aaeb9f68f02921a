import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { shopper } from '../../test/user';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';

/** Where the router is: the address, how it was reached, and the state it carries. */
function Address() {
  const location = useLocation();
  return (
    <output aria-label="address">
      {`${location.pathname}${location.search}${location.hash} ${useNavigationType()} ${JSON.stringify(location.state)}`}
    </output>
  );
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function Order() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Order {id}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function BackOffice() {
  return (
    <Routes>
      <Route element={<Outlet />}>
        <Route path="shipping" element={<h1>Orders</h1>} />
        <Route path="shipping/:id" element={<Order />} />
      </Route>
    </Routes>
  );
}

function Shop({ entries = ['/'] }: { entries?: string[] }) {
  return (
    <MemoryRouter initialEntries={entries}>
      <Address />
      <Routes>
        <Route
          element={
            <main>
              <Link to="/v1/shipping/7" state={{ from: 'home' }}>
                Order 7
              </Link>
              <Link to="/products?page=2">Page 2</Link>
              <Outlet />
            </main>
          }
        >
          <Route index element={<h1>Home</h1>} />
          <Route path="products" element={<Catalogue />} />
          <Route path="old-sale" element={<Navigate to="/products" replace state="moved" />} />
        </Route>
        <Route path="/v1/*" element={<BackOffice />} />
      </Routes>
    </MemoryRouter>
  );
}

function Catalogue() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Catalogue page {params.get('page') ?? '1'}</h1>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set('page', String(Number(current.get('page') ?? '1') + 1));
            return current;
          })
        }
      >
        Next page
      </button>
    </>
  );
}

describe('the shop’s router', () => {
  test('follows a link to a nested route under /v1, with its parameter and state', async () => {
    const user = shopper();
    render(<Shop />);
    expect(screen.getByRole('heading').textContent).toBe('Home');
    const link = screen.getByRole('link', { name: 'Order 7' });
    expect(link.getAttribute('href')).toBe('/v1/shipping/7');
    await user.click(link);
    expect(screen.getByRole('heading').textContent).toBe('Order 7');
    expect(address()).toBe('/v1/shipping/7 PUSH {"from":"home"}');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(address()).toBe('/ POP null');
  });

  test('a link to the page already shown replaces it', async () => {
    const user = shopper();
    render(<Shop entries={['/products?page=2']} />);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe('/products?page=2 REPLACE null');
  });

  test('leaves a modified click to the browser', () => {
    render(<Shop />);
    const link = screen.getByRole('link', { name: 'Order 7' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(address()).toBe('/ POP null');
  });

  test('changes the query from the one last drawn', async () => {
    const user = shopper();
    render(<Shop entries={['/products?page=2']} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading').textContent).toBe('Catalogue page 3');
    expect(address()).toBe('/products?page=3 PUSH null');
  });

  test('sends a visitor on from a page that has moved', async () => {
    render(<Shop entries={['/old-sale']} />);
    expect(await screen.findByText('Catalogue page 1')).toBeTruthy();
    expect(address()).toBe('/products REPLACE "moved"');
  });

  test('draws nothing for an address no route takes', () => {
    render(<Shop entries={['/v1/nowhere']} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe("the browser's history", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test("numbers the tab's entries, so a page knows whether Back stays in the shop", async () => {
    const user = shopper();
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Address />
        <Link to="/products">Shop</Link>
      </BrowserRouter>,
    );
    expect(window.history.state).toMatchObject({ idx: 0 });
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    expect(window.location.pathname).toBe('/products');
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(address()).toBe('/products PUSH null');
  });
});

describe('navigating from a component', () => {
  test('keeps the same function while the component stays on the same route', () => {
    const seen = new Set<unknown>();
    function Remember() {
      seen.add(useNavigate());
      return null;
    }
    const onProducts = () => (
      <MemoryRouter initialEntries={['/products']}>
        <Routes>
          <Route path="products" element={<Remember />} />
        </Routes>
      </MemoryRouter>
    );
    const { rerender } = render(onProducts());
    rerender(onProducts());
    expect(seen.size).toBe(1);
  });
});
