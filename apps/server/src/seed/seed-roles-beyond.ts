import type pg from 'pg';

/** The demo agent (代理商) and facilitator (服务商) of docs/spec/business-rules.md "Roles beyond the buyer and the owner". */
export const DEMO_AGENT = { mobile: '13500000001', name: '演示代理商', ownerName: '上海示例置业有限公司' } as const;
export const DEMO_FACILITATOR = { mobile: '13500000002', name: '演示服务商', company: '上海演示活动执行服务有限公司' } as const;

/**
 * The agent runs one community for an owner (its venues show 代理 and that owner once it adds them on
 * /admin/supplier/resources); the facilitator has a service profile listed on /service/index.
 */
export async function seedRolesBeyond(client: pg.PoolClient, now: Date): Promise<void> {
  const agent = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles, created_at) values ($1, $2, array['business', 'agent'], $3) returning id`,
    [DEMO_AGENT.mobile, DEMO_AGENT.name, now],
  );
  // A copy of a seeded community's place (city 90) under a new name, run for the owner.
  await client.query(
    `insert into communities (name, owner_id, city_id, district_id, trading_area_id, subway_station_id, community_type_id, location_type_id,
       address, latitude, longitude, year, person_flow, description, cover_url, agent_for, created_at)
     select '前滩示例中心（代理）', $1, city_id, district_id, trading_area_id, subway_station_id, community_type_id, location_type_id,
       address, latitude, longitude, year, person_flow, '代理商代业主运营的示例社区', cover_url, $2, $3
       from communities where city_id = 90 order by id limit 1`,
    [agent.rows[0]!.id, DEMO_AGENT.ownerName, now],
  );
  const facilitator = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles, created_at) values ($1, $2, array['business', 'facilitator'], $3) returning id`,
    [DEMO_FACILITATOR.mobile, DEMO_FACILITATOR.name, now],
  );
  const provider = await client.query<{ id: number }>(
    `insert into service_providers (user_id, name, city_id, city_ids, summary, description, contact_name, contact_mobile, logo_url, sort)
     values ($1, $2, 90, array[90], $3::text, $3::text, '王经理', $4, '', 100) returning id`,
    [facilitator.rows[0]!.id, DEMO_FACILITATOR.company, '商场快闪、路演搭建与现场执行，一站式活动服务', DEMO_FACILITATOR.mobile],
  );
  await client.query(`insert into service_provider_types (provider_id, type_id) select $1, id from service_types order by sort, id limit 2`, [
    provider.rows[0]!.id,
  ]);
}
