/**
 * The local Leopards' shipper advice (docs/couriers/leopards.md): the packets it holds and asks the
 * shop about, listed by date or paged with the ids updateShipperAdvice names, and the shop's answer,
 * RA (return) or RT (try again), which moves the packet on.
 */
import type { TestReply } from './test-courier-server';
import { fail, succeed, type LeopardsPacket } from './leopards-test-records';

export function adviceList(
  packets: Map<string, LeopardsPacket>,
  params: Record<string, unknown>,
): TestReply {
  const held = [...packets.values()].filter((p) => p.advice);
  if ('Cn_number' in params) {
    // The paged form: rows with their ids, which updateShipperAdvice names.
    const rows = held.filter((p) => !params.Cn_number || p.cn === params.Cn_number);
    return succeed({
      totalrecords: rows.length,
      data: rows.map((p) => ({
        id: p.advice?.id,
        cn_number: p.cn,
        booked_packet_status: p.status,
        pending_reason: p.advice?.reason,
      })),
    });
  }
  if (!params.from_date || !params.to_date) return fail('from_date and to_date are required');
  return succeed({
    packet_list: held.map((p) => ({
      track_number: p.cn,
      booked_packet_status: p.status,
      pending_reason: p.advice?.reason,
      advice_text: p.advice?.answer ?? '',
      advice_date_created: '',
    })),
  });
}

export function updateAdvice(
  packets: Map<string, LeopardsPacket>,
  params: Record<string, unknown>,
  advance: (cn: string, status: string) => void,
): TestReply {
  const rows = Array.isArray(params.data) ? (params.data as Record<string, unknown>[]) : [];
  for (const row of rows) {
    const packet = packets.get(String(row.cn_number));
    if (
      !packet?.advice ||
      packet.advice.id !== row.id ||
      !['RA', 'RT'].includes(String(row.shipper_advice_status))
    ) {
      return fail(`Invalid advice for ${String(row.cn_number)}`);
    }
    packet.advice.answer = String(row.shipper_remarks ?? row.shipper_advice_status);
    advance(packet.cn, row.shipper_advice_status === 'RA' ? 'Being Return' : 'Assign to Courier');
  }
  return { json: { status: '1', error: '0', data: 'Shipper Advice Updated successfully' } };
}
