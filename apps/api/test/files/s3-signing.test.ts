import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/gateways/storage/s3';

/**
 * The S3 gateway signs with aws4fetch; this pins the library, as the gateway calls it (service
 * s3, the body's hash signed, keys needing encoding), to AWS's own published example, so an
 * upgrade that changed how S3 requests are signed fails here rather than in production.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
describe('S3 request signing', () => {
  it("matches the PUT Object example of AWS's documentation, with a key needing encoding", async () => {
    const body = 'Welcome to Amazon S3.';
    const { headers } = await new AwsV4Signer({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex(body),
      },
      body,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
    }).sign();
    expect(headers.get('x-amz-content-sha256')).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
